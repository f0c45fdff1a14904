import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

type TSortable = ReturnType<typeof useSortable>;
type THandleContext = Pick<TSortable, 'attributes' | 'listeners' | 'isDragging'> & {
  attachHandle: TSortable['setActivatorNodeRef'];
};
const HandleContext = createContext<THandleContext | null>(null);

type TSortableListProps<TItem> = {
  items: readonly TItem[];
  getId: (item: TItem) => string;
  /** Called with the whole list in its new order after a drop that moved something. */
  onReorder: (next: TItem[]) => void;
  renderItem: (item: TItem, index: number) => ReactNode;
  disabled?: boolean;
};

/** Mouse or finger (after 4 px, so clicks still click) and keyboard (Space lifts, arrows move, Space drops). */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** What a sortable item tells the drag context about itself (read back in collision detection and drops). */
export type TSortableData = { type: string; containerId?: string };

/**
 * A vertical list reordered by dragging each item's `<SortableHandle>` with a mouse, a finger or the
 * keyboard (focus the handle, Space to lift, arrows to move, Space to drop, Escape to cancel).
 */
export function SortableList<TItem>({ items, getId, onReorder, renderItem, disabled }: TSortableListProps<TItem>) {
  const sensors = useSortableSensors();
  const ids = items.map(getId);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableItems items={items} getId={getId} renderItem={renderItem} disabled={disabled} />
    </DndContext>
  );
}

/**
 * The items of one list inside a drag context the caller owns (several lists that exchange items, like
 * products across categories); `data` marks what they are.
 */
export function SortableItems<TItem>({
  items,
  getId,
  renderItem,
  disabled,
  data = { type: 'item' },
}: Omit<TSortableListProps<TItem>, 'onReorder'> & { data?: TSortableData }) {
  const ids = items.map(getId);
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
      {items.map((item, index) => (
        <SortableItem key={getId(item)} id={getId(item)} data={data}>
          {renderItem(item, index)}
        </SortableItem>
      ))}
    </SortableContext>
  );
}

function SortableItem({ id, data, children }: { id: string; data?: TSortableData; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    data,
  });
  const handle = useMemo(
    () => ({ attributes, listeners, attachHandle: setActivatorNodeRef, isDragging }),
    [attributes, listeners, setActivatorNodeRef, isDragging],
  );
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative' as const,
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.85 : undefined,
  };
  return (
    <div ref={setNodeRef} style={style} data-dragging={isDragging || undefined}>
      <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>
    </div>
  );
}

/** The grip that drags the item around it; `label` names what moves ("Drag VIP ticket"). */
export function SortableHandle({ label }: { label: string }) {
  const { t } = useLingui();
  const handle = useContext(HandleContext);
  if (!handle) return null;
  const { attachHandle, attributes, listeners, isDragging } = handle;
  return (
    <ActionIcon
      ref={attachHandle}
      variant="subtle"
      color="gray"
      aria-label={label || t`Drag to reorder`}
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      data-testid="drag-handle"
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
}
