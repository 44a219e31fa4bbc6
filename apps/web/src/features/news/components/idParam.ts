/** A positive whole number from a path segment, else 0 (no such item: the page says not found). */
export const idParam = (value: string | undefined): number => (/^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : 0);
