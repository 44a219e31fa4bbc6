import clsx from 'clsx';
import styles from './Icon.module.css';

interface IconProps {
  className?: string;
  /** 24 px by default, as the Material icons are drawn; `inherit` follows the text. */
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  /** A name for an icon that stands alone; otherwise the icon is hidden from assistive technology. */
  titleAccess?: string;
}

export type IconComponent = (props: IconProps) => React.JSX.Element;

/**
 * An icon as an inline SVG in the text's colour, without MUI's SvgIcon (and its run-time styles):
 * `d` is the path of the Material icon of that name (Apache-2.0, the glyphs
 * `@mui/icons-material` draws), copied from its file.
 */
export function svgIcon(d: string | readonly string[]): IconComponent {
  const paths = typeof d === 'string' ? [d] : d;
  return function Icon({ className, fontSize = 'medium', titleAccess }: IconProps) {
    return (
      <svg
        className={clsx(styles.icon, styles[fontSize], className)}
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden={titleAccess ? undefined : true}
        role={titleAccess ? 'img' : undefined}
      >
        {titleAccess && <title>{titleAccess}</title>}
        {paths.map((path) => (
          <path key={path} d={path} />
        ))}
      </svg>
    );
  };
}
