import { queryIntSchema } from '../../../../shared/schemas/common.ts';

/** A page number from the address: the server's own rule for it; anything else is page 1. */
export const pageFrom = (search: URLSearchParams): number => {
  const parsed = queryIntSchema(1, 100_000).safeParse(search.get('page') ?? '');
  return parsed.success ? parsed.data : 1;
};
