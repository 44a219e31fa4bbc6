/**
 * The actions the server records (audit.record calls), each with its label key. An action not
 * listed here (a later feature's) still shows, by its code.
 */
export const AUDIT_ACTIONS: Record<string, string> = {
  'user.role': 'admin:audit.action.userRole',
  'translation.edit': 'admin:audit.action.translationEdit',
  'translation.publish': 'admin:audit.action.translationPublish',
  'translation.import': 'admin:audit.action.translationImport',
  'translation.export': 'admin:audit.action.translationExport',
  'media.upload': 'admin:audit.action.mediaUpload',
  'media.alt': 'admin:audit.action.mediaAlt',
  'media.delete': 'admin:audit.action.mediaDelete',
  'app.update': 'admin:audit.action.appUpdate',
};
