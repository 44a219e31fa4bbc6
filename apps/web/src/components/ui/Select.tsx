import clsx from 'clsx';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { ArrowDropDownIcon } from './icons';
import { FieldHelper, FieldLabel, FieldOutline, type FieldFrameProps } from './TextField';
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
export function Select({
  label,
  helperText,
  error = false,
  required,
  className,
  id: idOverride,
  selectRef,
  children,
  ...select
}: SelectProps) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperId = `${id}-helper-text`;
  return (
    <div className={clsx(fieldStyles.field, fieldStyles.shrink, error && fieldStyles.error, className)}>
      <FieldLabel id={id} label={label} required={required} />
      <div className={fieldStyles.box}>
        <select
          {...select}
          id={id}
          ref={selectRef}
          required={required}
          aria-invalid={error}
          aria-describedby={helperText ? helperId : undefined}
          className={clsx(fieldStyles.input, styles.select)}
        >
          {children}
        </select>
        <ArrowDropDownIcon className={styles.icon} />
        <FieldOutline label={label} required={required} />
      </div>
      {helperText && <FieldHelper id={helperId}>{helperText}</FieldHelper>}
    </div>
  );
}
