import { z } from 'zod';
import { ERROR_CODES } from './error-code-values.ts';

export * from './error-code-values.ts';

export const errorCodeSchema = z.enum(ERROR_CODES);
