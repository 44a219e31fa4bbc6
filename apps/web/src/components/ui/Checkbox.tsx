import clsx from 'clsx';
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { CheckBoxIcon, CheckBoxOutlineBlankIcon, IndeterminateCheckBoxIcon } from './icons';
import { REQUIRED_MARK } from './TextField';
import styles from './Choice.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** Its words, beside the box (the label's text). */
  children: ReactNode;
  /** Some of the boxes it stands for are ticked (an "all" box). */
  indeterminate?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Bold words (the "all" box). */
  strong?: boolean;
  className?: string;
}

/**
 * A native checkbox with its label, drawn as MUI's Checkbox in a FormControlLabel: the 42 px round
 * target, the Material boxes, the primary colour when ticked. The input covers the target, unseen,
 * so it takes the clicks and the keyboard; the icons follow its state by CSS, with or without a script.
 */
export function Checkbox({
  children,
  indeterminate = false,
  inputRef,
  strong,
  required,
  className,
  ...input
}: CheckboxProps) {
  const control = useRef<HTMLSpanElement>(null);
  // Only the DOM property says "mixed" to assistive technology (there is no attribute for it).
  useEffect(() => {
    const box = control.current?.querySelector('input');
    if (box) box.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={clsx(styles.choice, className)}>
      <span ref={control} className={clsx(styles.control, indeterminate && styles.mixed)}>
        <input {...input} ref={inputRef} type="checkbox" required={required} className={styles.input} />
        <CheckBoxOutlineBlankIcon className={styles.unchecked} />
        <CheckBoxIcon className={styles.checked} />
        <IndeterminateCheckBoxIcon className={styles.indeterminate} />
      </span>
      <span className={clsx('type-body1', strong && styles.strong)}>
        {children}
        {required && <span aria-hidden>{REQUIRED_MARK}</span>}
      </span>
    </label>
  );
}
