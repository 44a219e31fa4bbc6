import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { AdminUserDetail } from '@atrium/shared/api/admin';
import { TermList } from '#web/components/content/TermList';
import { useAdminFormat } from '#web/features/admin/lib/format';
import styles from './UserDetails.module.css';

/** A member's fields as a description list (term, then value), in a two-column grid on wide screens. */
export function UserDetails({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const dash = (value: string | null) => value || '—';
  const fields: Array<[string, ReactNode]> = [
    [t('auth:field.email'), user.email],
    [t('auth:field.name'), user.name],
    [t('auth:field.phone'), dash(user.phoneNumber)],
    [t('admin:users.phoneRegion'), user.phoneRegion ? format.region(user.phoneRegion) : '—'],
    [t('auth:field.memberType'), t(`auth:memberType.${user.memberType}`)],
    [t('auth:field.churchAffiliation'), dash(user.churchAffiliation)],
    [t('auth:field.blessingGroup'), dash(user.blessingGroup)],
    [t('admin:users.role'), t(`admin:role.${user.role}`)],
    [t('admin:users.language'), format.language(user.language)],
    [t('admin:users.status'), user.locked ? t('admin:users.locked') : t('admin:users.active')],
    [t('admin:users.failedLogins'), format.number(user.failedLoginCount)],
    [t('admin:users.createdAt'), format.dateTime(user.createdAt)],
    [t('admin:users.updatedAt'), format.dateTime(user.updatedAt)],
    [t('admin:users.lastActiveAt'), user.lastActiveAt ? format.dateTime(user.lastActiveAt) : '—'],
  ];
  return (
    <TermList
      terms={fields.map(([term, value]) => ({ term, value }))}
      termColumn="minmax(140px, max-content)"
      className={styles.details}
    />
  );
}
