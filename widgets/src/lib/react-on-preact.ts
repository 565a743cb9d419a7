/**
 * What the widgets' own code imports from 'react', on plain Preact: the widget build (and only it)
 * resolves 'react' here instead of preact/compat, which every widget downloaded with the UI runtime
 * (2.3 KB gz) although our code uses none of its components (Suspense, lazy, memo, forwardRef,
 * portals, Children). Hosted pages keep real React; unit tests keep preact/compat, whose DOM rules
 * these are. A name our code starts to import that is missing here fails the build.
 *
 * Kept from preact/compat (10.x, compat/src/render.js, MIT): React's DOM prop rules, so the same
 * components behave alike under React and here: onChange on a text field fires on each input,
 * onFocus/onBlur bubble (focusin/focusout), onDoubleClick, camelCase SVG attributes,
 * defaultValue, className. (Preact itself keeps a controlled field at its value.)
 */
import { options, type VNode } from 'preact';

export { createContext, createElement, Fragment } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

const CAMEL_PROPS =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
const ON_ANI = /^on(Ani|Tra|Tou|BeforeInp|Compo)/;
/** Input types whose onChange stays the change event. */
const CHANGE_INPUT = /fil|che|rad/;

type Props = Record<string, unknown>;

/** React's names and event semantics for a DOM element's props (preact/compat's handleDomVNode, selects' value arrays left out: no widget uses them). */
function reactDomProps(type: string, props: Props): Props {
  const out: Props = {};
  const plainTag = !type.includes('-');
  for (let name in props) {
    let value = props[name];
    if ((name === 'value' && 'defaultValue' in props && value == null) || name === 'class' || name === 'className')
      continue;
    let lower = name.toLowerCase();
    if (name === 'defaultValue' && 'value' in props && props.value == null) name = 'value';
    else if (name === 'download' && value === true) value = '';
    else if (lower === 'translate' && value === 'no') value = false;
    else if (lower[0] === 'o' && lower[1] === 'n') {
      if (lower === 'ondoubleclick') name = 'ondblclick';
      else if (
        lower === 'onchange' &&
        (type === 'input' || type === 'textarea') &&
        !CHANGE_INPUT.test(String(props.type))
      )
        lower = name = 'oninput';
      else if (lower === 'onfocus') name = 'onfocusin';
      else if (lower === 'onblur') name = 'onfocusout';
      else if (ON_ANI.test(name)) name = lower;
    } else if (plainTag && CAMEL_PROPS.test(name)) name = name.replace(/[A-Z0-9]/g, '-$&').toLowerCase();
    else if (value === null) value = undefined;
    // Both onInput and onChange on one text field: both run (the second as a capture listener).
    if (lower === 'oninput') {
      name = lower;
      if (out[name]) name = 'oninputCapture';
    }
    out[name] = value;
  }
  const className = props.className ?? props.class;
  if (className) out.class = out.className = className;
  return out;
}

const previousVNode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string')
    vnode.props = reactDomProps(vnode.type, vnode.props as Props) as typeof vnode.props;
  previousVNode?.(vnode);
};
