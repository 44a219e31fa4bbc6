import clsx from 'clsx';
import type { Ref, SelectHTMLAttributes } from 'react';
import { ArrowDropDownIcon } from './icons';
import { FieldFrame, useFieldFrame, type FieldFrameProps } from './TextField';
import fieldStyles from './TextField.module.css';
import styles from './Select.module.css';

export interface SelectProps
  extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'className' | 'required'> {
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * A native <select> (the device's own list, no menu code) in the outlined field's frame, its
 * label always floated, as MUI's NativeSelect in an OutlinedInput.
 */
export function Select({ selectRef, children, ...props }: SelectProps) {
  const { frame, helperId, control } = useFieldFrame(props);
  return (
    <FieldFrame {...frame} shrink>
      <select
        {...control}
        id={frame.id}
        ref={selectRef}
        required={frame.required}
        aria-invalid={frame.error}
        aria-describedby={helperId}
        className={clsx(fieldStyles.input, styles.select)}
      >
        {children}
      </select>
      <ArrowDropDownIcon className={styles.icon} />
    </FieldFrame>
  );
}
