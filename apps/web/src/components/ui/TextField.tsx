import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './TextField.module.css';

export interface FieldFrameProps {
  /** The field's name on screen, floating above the value once there is one. */
  label: string;
  /** Said under the field: its hint, or its error. */
  helperText?: ReactNode;
  /** The value is refused: the frame, label and helper text turn the error colour, and aria-invalid says so. */
  error?: boolean;
  required?: boolean;
  /** Places the field (its margin, its width in a row). */
  className?: string;
}

export interface TextFieldProps
  extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children' | 'className' | 'required'> {
  inputRef?: Ref<HTMLInputElement>;
  /** A button or mark at the end of the field (a password's show/hide, a verified address's check). */
  endAdornment?: ReactNode;
  /** Ids of more text describing the field (a strength meter), after the helper text's. */
  describedBy?: string;
}

/** A thin space and the asterisk, hidden from assistive technology (the input says it is required), as MUI's label has it. */
export const REQUIRED_MARK = '\u2009*';

/** MUI's notched outline: the frame, with a gap in its top border where the floated label sits. */
function FieldOutline({ label, required }: { label: string; required?: boolean }) {
  return (
    <fieldset aria-hidden className={styles.outline}>
      <legend className={styles.legend}>
        <span>
          {label}
          {required && REQUIRED_MARK}
        </span>
      </legend>
    </fieldset>
  );
}

/** The label of an outlined field, with its required mark. */
function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} id={`${id}-label`} className={styles.label}>
      {label}
      {required && (
        <span aria-hidden className={styles.asterisk}>
          {REQUIRED_MARK}
        </span>
      )}
    </label>
  );
}

/** The helper text under a field, which its control names in aria-describedby. */
export function FieldHelper({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.helper}>
      {children}
    </p>
  );
}

/**
 * An outlined field's props parted: what its frame draws, with the control's id (the caller's, or
 * a generated one); the id of the helper text, when there is one, for the control's
 * aria-describedby; and the rest, the control's own.
 */
export function useFieldFrame<P extends FieldFrameProps & { id?: string }>(props: P) {
  const { label, helperText, error = false, required, className, id: idOverride, ...control } = props;
  const generated = useId();
  const id = idOverride ?? generated;
  const frame = { id, label, helperText, error, required, className };
  return { frame, helperId: helperText ? `${id}-helper-text` : undefined, control };
}

interface FieldFrameOwnProps extends FieldFrameProps {
  /** The control's id, which the label names. */
  id: string;
  /** The label always floated onto the frame (a select), not only once the field has focus or a value. */
  shrink?: boolean;
  /** More of the box's classes (room for an end adornment). */
  boxClassName?: string | false;
  /** The control, and what sits beside it in the box. */
  children: ReactNode;
}

/**
 * The outlined field around its control (TextField's input, Select's select): the label, the box
 * with the notched outline, and the helper text under it, as MUI's FormControl draws them.
 */
export function FieldFrame({
  id,
  label,
  helperText,
  error,
  required,
  className,
  shrink = false,
  boxClassName,
  children,
}: FieldFrameOwnProps) {
  return (
    <div className={clsx(styles.field, shrink && styles.shrink, error && styles.error, className)}>
      <FieldLabel id={id} label={label} required={required} />
      <div className={clsx(styles.box, boxClassName)}>
        {children}
        <FieldOutline label={label} required={required} />
      </div>
      {helperText && <FieldHelper id={`${id}-helper-text`}>{helperText}</FieldHelper>}
    </div>
  );
}

/**
 * A native text input drawn as MUI's outlined TextField (56 px, the label inside the frame
 * until the field has focus or a value, then floated onto its border). Static CSS: the label
 * floats by `:placeholder-shown` (an empty placeholder marks an empty field), so the server's
 * markup works the same with no script. The helper text, `aria-describedby` and `aria-invalid`
 * are wired as MUI's.
 */
export function TextField({
  inputRef,
  endAdornment,
  describedBy,
  placeholder,
  type = 'text',
  ...props
}: TextFieldProps) {
  const { frame, helperId, control } = useFieldFrame(props);
  const described = [helperId, describedBy].filter(Boolean).join(' ');
  return (
    <FieldFrame {...frame} boxClassName={endAdornment != null && styles.adornedEnd}>
      <input
        {...control}
        id={frame.id}
        ref={inputRef}
        type={type}
        required={frame.required}
        aria-invalid={frame.error}
        aria-describedby={described || undefined}
        // Never shown: `:placeholder-shown` is how the static CSS knows the field is empty.
        placeholder={placeholder ?? ' '}
        className={styles.input}
      />
      {endAdornment != null && <div className={styles.adornment}>{endAdornment}</div>}
    </FieldFrame>
  );
}
