import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import { PASSWORD_STRENGTHS, passwordStrength } from '@atrium/shared/password-rule';
import styles from './PasswordStrengthMeter.module.css';

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
    <div className={styles.meter}>
      <div aria-hidden className={clsx(styles.bars, filled > 0 && styles[`level${filled}`])}>
        {PASSWORD_STRENGTHS.map((strength, index) => (
          <div key={strength} className={clsx(styles.bar, index < filled && styles.filled)} />
        ))}
      </div>
      {/* The main colour, as MUI drew it (its Typography ignored color="text.secondary"). */}
      <p id={id} aria-live="polite" className={clsx('type-body2', styles.text)}>
        {password ? t('auth:strength.label', { level: t(`auth:strength.${level}`) }) : ''}
      </p>
    </div>
  );
}
