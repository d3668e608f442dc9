import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { GRID, TABLE_SHAPES, type TableShape } from '../../../domain/tables.ts';
import { AppError } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import {
  boxOf,
  type FloorPlanContext,
  floorPlanMachine,
  freeCode,
  isDirty,
  type LoadedPlan,
} from '../../../machines/floorPlan/floorPlan.machine.ts';
import { failureText } from '../../../platform/crud/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxInput } from '../../../ui/FormControls.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { SaveFloorPlanDocument } from '../tables.gql.ts';
import { type FloorPlan, tablesKeys } from '../tables.queries.ts';
import * as styles from './FloorPlanPage.css.ts';

const toLoaded = (plan: FloorPlan): LoadedPlan => ({
  id: plan.id,
  width: plan.width,
  height: plan.height,
  version: plan.version,
  tables: plan.tables.map((table) => ({
    id: table.id,
    code: table.code,
    seats: table.seats,
    shape: table.shape,
    width: table.width,
    height: table.height,
    posX: table.posX,
    posY: table.posY,
    rotation: table.rotation,
    area: table.area,
  })),
  decor: plan.decor.map((shape) => ({ ...shape })),
});

/** Small steps by arrow, a grid step with Shift (keyboard path of every mouse action). */
const STEP = 5;

/** The floor-plan editor: an SVG room, a toolbar, the selected item's fields, live announcements. */
export function FloorPlanEditor({ plan }: { plan: FloorPlan }) {
  const { LL } = useI18nContext();
  const L = LL.tables.editor;
  const queryClient = useQueryClient();
  const [state, send, actor] = useMachine(floorPlanMachine);
  const context = state.context;
  const [zoom, setZoom] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const grab = useRef<{ dx: number; dy: number } | null>(null);

  useEffect(() => {
    send({ type: 'LOAD', plan: toLoaded(plan) });
  }, [plan, send]);

  const nameOf = (ctx: FloorPlanContext, key: string | null) => {
    const table = ctx.tables.find((candidate) => candidate.key === key);
    if (table) return `${LL.tables.resources.tables.fields.code()} ${table.code}`;
    const shape = ctx.decor.find((candidate) => candidate.id === key);
    if (!shape) return '';
    return shape.kind === 'WALL' ? L.addWall() : shape.text || L.newLabel();
  };
  const selectedName = nameOf(context, context.selected);
  const box = boxOf(context, context.selected);
  const table = context.tables.find((candidate) => candidate.key === context.selected);
  const shape = context.decor.find((candidate) => candidate.id === context.selected);

  /** Sends the event and announces what it did (screen readers hear every change). */
  const act = (event: Parameters<typeof send>[0], say?: (ctx: FloorPlanContext) => string) => {
    send(event);
    // The actor has already taken the event: announce what it did.
    if (say) setAnnouncement(say(actor.getSnapshot().context));
  };

  const save = async (overwrite = false) => {
    setProblem(null);
    send({ type: overwrite ? 'OVERWRITE' : 'SAVE' });
    const ctx = actor.getSnapshot().context;
    try {
      const saved = await mutation.send(SaveFloorPlanDocument, {
        id: plan.id,
        expectedVersion: ctx.version,
        tables: ctx.tables.map((t) => ({
          id: t.id,
          code: t.code,
          seats: t.seats,
          shape: t.shape,
          width: t.width,
          height: t.height,
          posX: t.posX,
          posY: t.posY,
          rotation: t.rotation,
          area: t.area,
        })),
        decor: ctx.decor.map((d) => ({ ...d })),
      });
      send({ type: 'SAVED', plan: toLoaded(saved.saveFloorPlan) });
      setAnnouncement(L.saved());
      await queryClient.invalidateQueries({ queryKey: tablesKeys.all });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        const current = Number(error.errors[0]?.extensions?.currentVersion ?? ctx.version);
        send({ type: 'CONFLICT', currentVersion: current });
        return;
      }
      send({ type: 'FAILED' });
      setProblem(failureText(LL, error));
    }
  };

  const reload = async () => {
    send({ type: 'DISCARD' });
    await queryClient.invalidateQueries({ queryKey: tablesKeys.plans });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (event.shiftKey) act({ type: 'REDO' }, () => L.announceRedo());
      else act({ type: 'UNDO' }, () => L.announceUndo());
      return;
    }
    if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      act({ type: 'REDO' }, () => L.announceRedo());
      return;
    }
    if (!context.selected) return;
    const step = event.shiftKey ? GRID : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      act({ type: 'MOVE_BY', dx: move[0], dy: move[1] }, (ctx) => {
        const b = boxOf(ctx, ctx.selected);
        return L.announceMove({ name: nameOf(ctx, ctx.selected), x: b?.x ?? 0, y: b?.y ?? 0 });
      });
    } else if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      act({ type: 'ROTATE', degrees: event.shiftKey ? -45 : 45 }, (ctx) =>
        L.announceRotate({
          name: nameOf(ctx, ctx.selected),
          rotation: boxOf(ctx, ctx.selected)?.rotation ?? 0,
        }),
      );
    } else if (event.key === '+' || event.key === '=' || event.key === '-') {
      event.preventDefault();
      const d = event.key === '-' ? -GRID : GRID;
      act({ type: 'RESIZE_BY', dw: d, dh: d }, (ctx) => {
        const b = boxOf(ctx, ctx.selected);
        return L.announceResize({
          name: nameOf(ctx, ctx.selected),
          width: b?.width ?? 0,
          height: b?.height ?? 0,
        });
      });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const name = selectedName;
      act({ type: 'REMOVE' }, () => L.announceRemove({ name }));
    } else if (event.key === 'Escape') {
      send({ type: 'SELECT', key: null });
    }
  };

  /** Pointer position in plan units. */
  const planPoint = (event: PointerEvent) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const onItemPointerDown = (key: string) => (event: PointerEvent) => {
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    send({ type: 'SELECT', key });
    const start = planPoint(event);
    const b = boxOf(actor.getSnapshot().context, key);
    grab.current = b ? { dx: start.x - b.x, dy: start.y - b.y } : null;
    send({ type: 'DRAG_START' });
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!grab.current || !state.matches({ editing: 'dragging' })) return;
    const point = planPoint(event);
    send({ type: 'DRAG_TO', x: point.x - grab.current.dx, y: point.y - grab.current.dy });
  };
  const onPointerUp = () => {
    if (!grab.current) return;
    grab.current = null;
    send({ type: 'DRAG_END' });
    const ctx = actor.getSnapshot().context;
    const b = boxOf(ctx, ctx.selected);
    if (b) setAnnouncement(L.announceMove({ name: nameOf(ctx, ctx.selected), x: b.x, y: b.y }));
  };

  const dirty = isDirty(context);
  const saving = state.matches('saving');
  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={plan.name}>
        <Button
          size="sm"
          onPress={() =>
            act({ type: 'ADD_TABLE', code: freeCode(context.tables, plan.otherTableCodes) }, (ctx) =>
              L.announceAdd({ name: nameOf(ctx, ctx.selected) }),
            )
          }
        >
          {L.addTable()}
        </Button>
        <Button size="sm" tone="secondary" onPress={() => act({ type: 'ADD_DECOR', kind: 'WALL', text: '' })}>
          {L.addWall()}
        </Button>
        <Button
          size="sm"
          tone="secondary"
          onPress={() => act({ type: 'ADD_DECOR', kind: 'LABEL', text: L.newLabel() })}
        >
          {L.addLabel()}
        </Button>
        <Button
          size="sm"
          tone="ghost"
          isDisabled={context.past.length === 0}
          onPress={() => act({ type: 'UNDO' }, () => L.announceUndo())}
        >
          {L.undo()}
        </Button>
        <Button
          size="sm"
          tone="ghost"
          isDisabled={context.future.length === 0}
          onPress={() => act({ type: 'REDO' }, () => L.announceRedo())}
        >
          {L.redo()}
        </Button>
        <Button size="sm" tone="ghost" onPress={() => setZoom((z) => Math.max(0.25, z - 0.25))}>
          {L.zoomOut()}
        </Button>
        <span className={styles.muted}>{L.zoom({ percent: Math.round(zoom * 100) })}</span>
        <Button size="sm" tone="ghost" onPress={() => setZoom((z) => Math.min(3, z + 0.25))}>
          {L.zoomIn()}
        </Button>
        <CheckboxInput
          name="snapToGrid"
          label={L.snap()}
          value={context.snapToGrid}
          onChange={() => send({ type: 'TOGGLE_SNAP' })}
        />
        <Button size="sm" isDisabled={!dirty || saving} onPress={() => void save()}>
          {L.save()}
        </Button>
        {dirty && <span className={styles.muted}>{L.unsaved()}</span>}
      </div>
      <p role="status" aria-live="polite" className={styles.live} data-testid="plan-live">
        {announcement}
      </p>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {state.matches('conflict') && (
        <div role="alert" className={styles.conflict}>
          <p>{L.conflict()}</p>
          <Button size="sm" tone="secondary" onPress={() => void reload()}>
            {L.reload()}
          </Button>
          <Button size="sm" onPress={() => void save(true)}>
            {L.overwrite()}
          </Button>
        </div>
      )}
      <div className={styles.body}>
        <div className={styles.viewport}>
          <svg
            ref={svg}
            role="application"
            aria-label={L.canvas({ name: plan.name })}
            width={context.width * zoom}
            height={context.height * zoom}
            viewBox={`0 0 ${context.width} ${context.height}`}
            className={styles.canvas}
            onKeyDown={onKeyDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerDown={() => send({ type: 'SELECT', key: null })}
            data-testid="plan-canvas"
          >
            <defs>
              <pattern id="plan-grid" width={GRID} height={GRID} patternUnits="userSpaceOnUse">
                <path d={`M ${GRID} 0 L 0 0 0 ${GRID}`} className={styles.gridLine} />
              </pattern>
            </defs>
            <rect width={context.width} height={context.height} fill="url(#plan-grid)" />
            {context.decor.map((item) => (
              // biome-ignore lint/a11y/useSemanticElements: SVG holds no <button>; the group is focusable and named
              <g
                key={item.id}
                tabIndex={0}
                role="button"
                aria-pressed={context.selected === item.id}
                aria-label={
                  item.kind === 'WALL'
                    ? L.wallItem({ x: item.x, y: item.y })
                    : L.labelItem({ text: item.text, x: item.x, y: item.y })
                }
                transform={`rotate(${item.rotation} ${item.x + item.width / 2} ${item.y + item.height / 2})`}
                onFocus={() => send({ type: 'SELECT', key: item.id })}
                onPointerDown={onItemPointerDown(item.id)}
                className={styles.item}
                data-selected={context.selected === item.id}
              >
                {item.kind === 'WALL' ? (
                  <rect
                    x={item.x}
                    y={item.y}
                    width={item.width}
                    height={item.height}
                    className={styles.wall}
                  />
                ) : (
                  <>
                    <rect
                      x={item.x}
                      y={item.y}
                      width={item.width}
                      height={item.height}
                      className={styles.labelBox}
                    />
                    <text
                      x={item.x + item.width / 2}
                      y={item.y + item.height / 2}
                      className={styles.labelText}
                      dominantBaseline="middle"
                      textAnchor="middle"
                    >
                      {item.text}
                    </text>
                  </>
                )}
              </g>
            ))}
            {context.tables.map((t) => (
              // biome-ignore lint/a11y/useSemanticElements: SVG holds no <button>; the group is focusable and named
              <g
                key={t.key}
                tabIndex={0}
                role="button"
                aria-pressed={context.selected === t.key}
                aria-label={L.tableItem({
                  code: t.code,
                  seats: t.seats,
                  x: t.posX,
                  y: t.posY,
                  rotation: t.rotation,
                })}
                transform={`rotate(${t.rotation} ${t.posX + t.width / 2} ${t.posY + t.height / 2})`}
                onFocus={() => send({ type: 'SELECT', key: t.key })}
                onPointerDown={onItemPointerDown(t.key)}
                className={styles.item}
                data-selected={context.selected === t.key}
                data-testid={`plan-table-${t.code}`}
              >
                {t.shape === 'ROUND' ? (
                  <ellipse
                    cx={t.posX + t.width / 2}
                    cy={t.posY + t.height / 2}
                    rx={t.width / 2}
                    ry={t.height / 2}
                    className={styles.table}
                  />
                ) : (
                  <rect
                    x={t.posX}
                    y={t.posY}
                    width={t.width}
                    height={t.height}
                    rx={6}
                    className={styles.table}
                  />
                )}
                <text
                  x={t.posX + t.width / 2}
                  y={t.posY + t.height / 2}
                  className={styles.tableText}
                  dominantBaseline="middle"
                  textAnchor="middle"
                >
                  {t.code}
                </text>
              </g>
            ))}
          </svg>
        </div>
        <aside className={styles.panel} aria-label={L.selected()}>
          {!box && <p className={styles.muted}>{L.nothingSelected()}</p>}
          {table && (
            <>
              <TextField
                label={L.code()}
                value={table.code}
                onChange={(code) => send({ type: 'CHANGE', patch: { code } })}
              />
              <TextField
                label={L.seats()}
                inputMode="numeric"
                value={String(table.seats)}
                onChange={(value) => {
                  const seats = Number.parseInt(value, 10);
                  if (Number.isInteger(seats) && seats >= 0) send({ type: 'CHANGE', patch: { seats } });
                }}
              />
              <Select
                label={L.shape()}
                options={TABLE_SHAPES.map((id) => ({ id, label: LL.tables.shapes[id]() }))}
                value={table.shape}
                onChange={(value: TableShape) => send({ type: 'CHANGE', patch: { shape: value } })}
              />
            </>
          )}
          {shape?.kind === 'LABEL' && (
            <TextField
              label={L.labelText()}
              value={shape.text}
              onChange={(text) => send({ type: 'CHANGE', patch: { text } })}
            />
          )}
          {box && (
            <div className={styles.toolbar}>
              <Button
                size="sm"
                tone="secondary"
                onPress={() =>
                  act({ type: 'ROTATE', degrees: 45 }, (ctx) =>
                    L.announceRotate({
                      name: nameOf(ctx, ctx.selected),
                      rotation: boxOf(ctx, ctx.selected)?.rotation ?? 0,
                    }),
                  )
                }
              >
                {L.rotate()}
              </Button>
              <Button
                size="sm"
                tone="secondary"
                onPress={() => act({ type: 'RESIZE_BY', dw: GRID, dh: GRID })}
              >
                {L.grow()}
              </Button>
              <Button
                size="sm"
                tone="secondary"
                onPress={() => act({ type: 'RESIZE_BY', dw: -GRID, dh: -GRID })}
              >
                {L.shrink()}
              </Button>
              <Button
                size="sm"
                tone="danger"
                onPress={() => {
                  const name = selectedName;
                  act({ type: 'REMOVE' }, () => L.announceRemove({ name }));
                }}
              >
                {L.remove()}
              </Button>
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}
