import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { AdminUserDetail } from '@atrium/shared/api/admin';
import { ROLES, type Role } from '@atrium/shared/api/auth';
import { showNotice } from '#web/components/notice/notice-store';
import { useChangeUserRole } from '../api/change-user-role';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { ConfirmDialog } from '#web/features/admin/components/ConfirmDialog';
import { useStepUp } from '#web/components/mfa/use-step-up';

const isRole = (value: string): value is Role => ROLES.some((role) => role === value);

/**
 * Choose a role, then confirm. Errors stay beside the control: 404 'user not found', 400
 * 'invalid grade', 409 the last admin, 403 'no admin permission' (in Korean).
 */
export function RoleChange({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const change = useChangeUserRole();
  const stepUp = useStepUp();
  const [role, setRole] = useState<Role>(user.role);
  const [confirming, setConfirming] = useState(false);
  const roleName = (r: Role) => t(`admin:role.${r}`);

  const confirm = async () => {
    try {
      // A role change needs a recent two-factor code: the dialog asks for one when the server does.
      await stepUp.run(() => change.mutateAsync({ id: user.id, role }));
      showNotice('admin:users.roleChanged', 'success');
    } catch {
      // The alert below shows the error (change.error).
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="body2" color="text.secondary">
        {t('admin:users.roleHelp')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={t('admin:users.newRole')}
          value={role}
          onChange={(event) => {
            if (isRole(event.target.value)) setRole(event.target.value);
            change.reset();
          }}
          sx={{ minWidth: 200 }}
        >
          {ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {roleName(r)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={role === user.role || change.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('admin:users.changeRole')}
        </Button>
      </Stack>
      {change.isError && <AdminErrorAlert error={change.error} />}
      <ConfirmDialog
        open={confirming}
        title={t('admin:users.confirmTitle')}
        confirmLabel={t('admin:users.changeRole')}
        busy={change.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        <Typography>
          {t('admin:users.confirmText', { name: user.name, from: roleName(user.role), to: roleName(role) })}
        </Typography>
      </ConfirmDialog>
      {stepUp.dialog}
    </Stack>
  );
}
