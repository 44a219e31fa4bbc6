import { etagOfVersion } from '@atrium/shared/api/content-admin';

/**
 * The header every write to an item carries (docs/spec/decisions.md §15): the version the editor
 * shows. An older one is refused (409 EDIT_CONFLICT), so nobody overwrites a save they never saw.
 */
export const ifMatchVersion = (version: number) => ({ 'If-Match': etagOfVersion(version) });
