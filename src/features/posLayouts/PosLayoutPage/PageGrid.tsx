import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { type GridButton, gridProblems, type PaletteColor } from '../../../domain/posLayout.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import * as styles from './PosLayoutPage.css.ts';

export interface EditorButton extends GridButton {
  key: string;
  kind: string;
  label: string;
  color: string | null;
  itemId: string | null;
  targetPageId: string | null;
  upsellId: string | null;
  offerId: string | null;
  price: string | null;
}

interface GridProps {
  name: string;
  columns: number;
  rows: number;
  buttons: readonly EditorButton[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  onChange: (buttons: EditorButton[], persist: boolean) => void;
  onOpen: (button: EditorButton) => void;
  announce: (text: string) => void;
  /** True while a button is picked up (keyboard) or dragged (mouse), false when it is put down. */
  onBusy: (busy: boolean) => void;
}

/** A drop target; the keyboard path announces positions instead, so cells are hidden from screen readers. */
function Cell({ col, row }: { col: number; row: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: `${col}:${row}` });
  return (
    <div
      ref={setNodeRef}
      aria-hidden="true"
      data-cell={`${row + 1}:${col + 1}`}
      className={[styles.cell, isOver ? styles.cellOver : ''].join(' ')}
      style={{ gridColumn: col + 1, gridRow: row + 1 }}
    />
  );
}

/** The id of a button's resize handle among the draggables (a button's own id is its key). */
const RESIZE = 'resize:';

/**
 * The corner handle that resizes a button by mouse: dragged onto a cell, the button's bottom-right
 * corner goes there. Mouse only (hidden from screen readers, not focusable): the keyboard resizes
 * with Shift + arrow keys while the button is picked up.
 */
function ResizeHandle({ button, title }: { button: EditorButton; title: string }) {
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: `${RESIZE}${button.key}` });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      aria-hidden="true"
      title={title}
      data-resize={button.label}
      className={[styles.handle, isDragging ? styles.handleActive : ''].join(' ')}
      style={{
        gridColumn: button.col + button.width,
        gridRow: button.row + button.height,
      }}
    />
  );
}

function ButtonTile({
  button,
  picked,
  selected,
  onKeyDown,
  onFocus,
  onOpen,
}: {
  button: EditorButton;
  picked: boolean;
  selected: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  onOpen: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform } = useDraggable({ id: button.key });
  const color = (button.color ?? 'grey') as PaletteColor;
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      // Our own keyboard handling (pick up, move, resize, drop) replaces dnd-kit's role description.
      aria-roledescription={undefined}
      aria-describedby="pos-keyboard-help"
      aria-pressed={picked}
      className={[
        styles.button,
        styles.swatch[color] ?? '',
        picked ? styles.picked : '',
        selected ? styles.selected : '',
      ].join(' ')}
      style={{
        gridColumn: `${button.col + 1} / span ${button.width}`,
        gridRow: `${button.row + 1} / span ${button.height}`,
        transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined,
      }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onDoubleClick={onOpen}
      data-kind={button.kind}
    >
      <span>{button.label}</span>
      {button.price && <span>{button.price}</span>}
    </button>
  );
}

/**
 * A page as the terminal shows it: `columns × rows` cells. Buttons move by drag and drop (dnd-kit's
 * pointer sensor) or by keyboard alone: Space picks up and drops, arrows move, Shift + arrows resize,
 * Escape cancels, Enter opens a sub-page link; every step is announced.
 */
export function PageGrid({
  name,
  columns,
  rows,
  buttons,
  selectedKey,
  onSelect,
  onChange,
  onOpen,
  announce,
  onBusy,
}: GridProps) {
  const { LL } = useI18nContext();
  const L = LL.posLayouts;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [picked, setPicked] = useState<{ key: string; origin: EditorButton } | null>(null);
  /** A mouse drag under way: the buttons before it, and which cell of the button the pointer holds. */
  const dragging = useRef<{ origin: EditorButton[]; grab: { col: number; row: number } } | null>(null);

  const fits = (next: EditorButton[]) => gridProblems(columns, rows, next).length === 0;
  const replace = (key: string, patch: Partial<EditorButton>) =>
    buttons.map((b) => (b.key === key ? { ...b, ...patch } : b));
  const where = (b: GridButton) => ({ row: b.row + 1, col: b.col + 1 });

  const onKeyDown = (button: EditorButton) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const isPicked = picked?.key === button.key;
    if (event.key === ' ') {
      event.preventDefault();
      if (isPicked) {
        setPicked(null);
        onBusy(false);
        announce(L.dropped({ label: button.label, ...where(button) }));
        onChange([...buttons], true);
      } else {
        setPicked({ key: button.key, origin: button });
        onBusy(true);
        announce(L.pickedUp({ label: button.label, ...where(button) }));
      }
      return;
    }
    if (event.key === 'Escape' && isPicked && picked) {
      event.preventDefault();
      setPicked(null);
      onBusy(false);
      onChange(replace(button.key, picked.origin), false);
      announce(L.cancelled({ label: button.label }));
      return;
    }
    if (event.key === 'Enter' && !isPicked && button.kind === 'PAGE') {
      event.preventDefault();
      onOpen(button);
      return;
    }
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [document.dir === 'rtl' ? 1 : -1, 0],
      ArrowRight: [document.dir === 'rtl' ? -1 : 1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const step = delta[event.key];
    if (!step || !isPicked) return;
    event.preventDefault();
    const patch = event.shiftKey
      ? { width: button.width + step[0], height: button.height + step[1] }
      : { col: button.col + step[0], row: button.row + step[1] };
    const next = replace(button.key, patch);
    if (!fits(next)) {
      announce(L.blocked());
      return;
    }
    // Moves while picked up stay local until the drop saves them.
    onChange(next, false);
    const moved = { ...button, ...patch };
    announce(
      event.shiftKey
        ? L.resized({ label: button.label, width: moved.width, height: moved.height })
        : L.movedTo({ label: button.label, ...where(moved) }),
    );
  };

  const cellOf = (id: unknown) => {
    if (typeof id !== 'string') return null;
    const [col, row] = id.split(':').map(Number) as [number, number];
    return { col, row };
  };
  const dragged = (id: unknown) => {
    const key = String(id);
    const resizing = key.startsWith(RESIZE);
    const button = (dragging.current?.origin ?? buttons).find(
      (b) => b.key === (resizing ? key.slice(RESIZE.length) : key),
    );
    return button ? { button, resizing } : null;
  };
  /** The button's place or size with the pointer over `cell`, or null when it would not fit. */
  const proposal = (id: unknown, overId: unknown) => {
    const drag = dragged(id);
    const cell = cellOf(overId);
    if (!drag || !cell) return null;
    const { button, resizing } = drag;
    const grab = dragging.current?.grab ?? { col: 0, row: 0 };
    const patch = resizing
      ? { width: cell.col - button.col + 1, height: cell.row - button.row + 1 }
      : { col: cell.col - grab.col, row: cell.row - grab.row };
    const origin = dragging.current?.origin ?? buttons;
    const next = origin.map((b) => (b.key === button.key ? { ...b, ...patch } : b));
    return { button: { ...button, ...patch }, resizing, next, fits: fits(next) };
  };

  const onDragStart = (event: DragStartEvent) => {
    const drag = dragged(event.active.id);
    let grab = { col: 0, row: 0 };
    // Which of a wide or tall button's cells the pointer took hold of, so a move keeps it under the pointer.
    const rect = event.active.rect.current.initial;
    const pointer = event.activatorEvent as PointerEvent | null;
    if (drag && !drag.resizing && rect && pointer && 'clientX' in pointer) {
      const inCell = (offset: number, size: number, cells: number) =>
        Math.min(cells - 1, Math.max(0, Math.floor((offset / size) * cells)));
      grab = {
        col: inCell(pointer.clientX - rect.left, rect.width, drag.button.width),
        row: inCell(pointer.clientY - rect.top, rect.height, drag.button.height),
      };
      if (document.dir === 'rtl') grab.col = drag.button.width - 1 - grab.col;
    }
    dragging.current = { origin: [...buttons], grab };
    onBusy(true);
  };

  // A resize shows as the pointer goes; a move shows by the button following the pointer.
  const onDragOver = (event: DragOverEvent) => {
    const result = proposal(event.active.id, event.over?.id);
    if (result?.resizing && result.fits) onChange(result.next, false);
  };

  const onDragCancel = () => {
    if (dragging.current) onChange([...dragging.current.origin], false);
    dragging.current = null;
    onBusy(false);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const result = proposal(event.active.id, event.over?.id);
    const origin = dragging.current?.origin ?? buttons;
    dragging.current = null;
    onBusy(false);
    if (!result) {
      onChange([...origin], false);
      return;
    }
    if (!result.fits) {
      onChange([...origin], false);
      announce(L.blocked());
      return;
    }
    onChange(result.next, true);
    const { button } = result;
    announce(
      result.resizing
        ? L.resized({ label: button.label, width: button.width, height: button.height })
        : L.dropped({ label: button.label, ...where(button) }),
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ screenReaderInstructions: { draggable: L.keyboardHelp() } }}
    >
      <section
        aria-label={L.grid({ name })}
        className={styles.grid}
        style={{
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${rows}, minmax(3.5rem, 1fr))`,
        }}
      >
        {Array.from({ length: rows }, (_, row) =>
          Array.from({ length: columns }, (_, col) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its position
            <Cell key={`${col}:${row}`} col={col} row={row} />
          )),
        )}
        {buttons.map((b) => (
          <ButtonTile
            key={b.key}
            button={b}
            picked={picked?.key === b.key}
            selected={selectedKey === b.key}
            onKeyDown={onKeyDown(b)}
            onFocus={() => onSelect(b.key)}
            onOpen={() => b.kind === 'PAGE' && onOpen(b)}
          />
        ))}
        {buttons.map((b) => (
          <ResizeHandle key={`${RESIZE}${b.key}`} button={b} title={L.resizeHandle({ label: b.label })} />
        ))}
      </section>
    </DndContext>
  );
}
