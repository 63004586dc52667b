import { cloneElement, useEffect, useId, useState, type ReactElement } from 'react';

interface HoverHintProps {
  text: string;
  /** The trigger; it receives aria-describedby and the show/hide handlers. */
  children: ReactElement<Record<string, unknown>>;
  placement?: 'top' | 'right';
}

/**
 * A tooltip light enough for the app shell (no positioning engine): shown on hover and keyboard
 * focus after a short delay, hidden on leave, blur or Escape, announced via aria-describedby.
 */
export function HoverHint({ text, children, placement = 'top' }: HoverHintProps) {
  const id = useId();
  const [pointed, setPointed] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pointed) return;
    const timer = window.setTimeout(() => setVisible(true), 300);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setVisible(false);
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [pointed]);
  const show = () => setPointed(true);
  const hide = () => {
    setPointed(false);
    setVisible(false);
  };
  const position =
    placement === 'top'
      ? 'bottom-full left-1/2 mb-2 -translate-x-1/2'
      : 'left-full top-1/2 ml-2 -translate-y-1/2';
  return (
    <span className="relative inline-flex">
      {cloneElement(children, {
        'aria-describedby': id,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
      })}
      <span
        id={id}
        role="tooltip"
        hidden={!visible}
        className={`pointer-events-none absolute z-50 whitespace-nowrap rounded-md bg-slate-900 px-3 py-1.5 text-sm text-white shadow ${position}`}
      >
        {text}
      </span>
    </span>
  );
}
