import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { PASSWORD_STRENGTHS, passwordStrength } from '@atrium/shared/password-rule';

const COLORS = ['error.main', 'warning.main', 'info.main', 'success.main'] as const;

/**
 * The strength of a new password (very weak, weak, medium, strong) as four bars and a sentence.
 * The bars are decoration; the sentence is the information, tied to the field by the caller
 * (aria-describedby) and announced politely when the level changes.
 */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const level = passwordStrength(password);
  const filled = password ? PASSWORD_STRENGTHS.indexOf(level) + 1 : 0;
  return (
    <Box sx={{ mt: 1 }}>
      <Box aria-hidden sx={{ display: 'flex', gap: 0.5 }}>
        {COLORS.map((color, index) => (
          <Box
            key={color}
            sx={{ flex: 1, height: 6, borderRadius: 1, bgcolor: index < filled ? COLORS[filled - 1] : 'action.hover' }}
          />
        ))}
      </Box>
      <Typography
        id={id}
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ mt: 0.5, minHeight: '1.5em' }}
      >
        {password ? t('auth:strength.label', { level: t(`auth:strength.${level}`) }) : ''}
      </Typography>
    </Box>
  );
}
