import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export type PickerItem = { key: string; text: string; href: string; current: boolean };

/**
 * A drop-down list of links in Bootstrap's look, without its JavaScript: a disclosure button that
 * shows the list; Escape, a click elsewhere or following a link closes it.
 */
export function PickerMenu({
  name,
  label,
  items,
  extra,
}: {
  /** What is being picked, for screen readers ("Season"). */
  name: string;
  label: string;
  items: readonly PickerItem[];
  /** Further entries at the end, e.g. a New season button. */
  extra?: (close: () => void) => ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  }

  const close = () => setOpen(false);
  return (
    <div ref={box} className="dropdown" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="btn btn-outline-primary dropdown-toggle text-start text-wrap"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{name}: </span>
        {label}
      </button>
      <ul id={`${id}-list`} className={`dropdown-menu picker-list${open ? ' show' : ''}`} hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              className={`dropdown-item${item.current ? ' active' : ''}`}
              aria-current={item.current ? 'page' : undefined}
              to={item.href}
              onClick={close}
            >
              {item.text}
            </Link>
          </li>
        ))}
        {extra && (
          <>
            <li>
              <hr className="dropdown-divider" />
            </li>
            {extra(close)}
          </>
        )}
      </ul>
    </div>
  );
}
