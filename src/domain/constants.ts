// Business constants of spec section 9.
export const MEETING_SCORE_MIN = 1;
export const MEETING_SCORE_MAX = 5;
export const MEETING_SCORE_DEFAULT = 3;
export const DEFAULT_PRICE = 'Gratis';
export const BIO_MAX = 160;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ADMIN_PAGE_SIZE = 10;
export const TIME_ZONE = 'Europe/Amsterdam';
export const CITIES = ['amsterdam', 'rotterdam', 'den-haag', 'utrecht', 'eindhoven'] as const;
