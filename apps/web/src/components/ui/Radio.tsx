import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { RadioDotIcon, RadioRingIcon } from './icons';
import styles from './Choice.module.css';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** Its words, beside the ring (the label's text). */
  children: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A native radio button with its label, drawn as MUI's Radio in a FormControlLabel; the group
 * (its fieldset and legend, the arrow keys between choices) is the caller's.
 */
export function Radio({ children, inputRef, className, ...input }: RadioProps) {
  return (
    <label className={clsx(styles.choice, className)}>
      <span className={styles.control}>
        <input {...input} ref={inputRef} type="radio" className={styles.input} />
        <span className={styles.radio}>
          <RadioRingIcon />
          <RadioDotIcon className={styles.dot} />
        </span>
      </span>
      <span className="type-body1">{children}</span>
    </label>
  );
}
