import { options, type VNode } from 'preact';

/**
 * Preact's compat sets a <textarea>'s text to its `value` prop after every render when the prop
 * is present, even undefined, so MUI's multiline TextField (which always passes `value`) wipes
 * what the visitor types into an uncontrolled field (react-hook-form's register). React treats
 * an undefined value as uncontrolled; so does this: it drops the prop before compat sees it.
 */
const next = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === 'textarea') {
    const props = vnode.props as { value?: unknown };
    if ('value' in props && props.value === undefined) delete props.value;
  }
  next?.(vnode);
};
