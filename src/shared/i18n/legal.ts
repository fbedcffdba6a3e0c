/** The date the terms of service and privacy policy last changed (shown on both pages). */
export const LEGAL_LAST_UPDATED = '2025-04-01';
