import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import styles from './staff-content.module.css';

export interface ReorderableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** The item's name, for the handle's and buttons' labels and for what a screen reader hears. */
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The new order of every item's id; the list shows it once the parent's items follow. */
  onReorder: (ids: string[]) => void;
  /** While a move is being saved: the handles and buttons wait. */
  disabled?: boolean;
  className?: string;
}

/**
 * A list whose order can change three ways: drag the handle with a pointer, pick the handle up
 * with Space or Enter and move it with the arrow keys (dnd-kit's keyboard sensor, each move said
 * to a screen reader), or the move up and down buttons beside it, which need nothing learnt.
 */
export function ReorderableList<T>({ items, idOf, nameOf, renderItem, onReorder, disabled = false, className }: ReorderableListProps<T>) {
  const { t } = useTranslation('staffContent');
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map(idOf);
  const nameAt = (id: UniqueIdentifier | undefined) => {
    const item = items.find((candidate) => idOf(candidate) === String(id));
    return item ? nameOf(item) : '';
  };
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('reorder.picked', { name: nameAt(active.id), position: position(active.id), count: ids.length }),
    onDragOver: ({ active, over }) =>
      over ? t('reorder.over', { name: nameAt(active.id), position: position(over.id), count: ids.length }) : t('reorder.outside', { name: nameAt(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t('reorder.dropped', { name: nameAt(active.id), position: position(over.id), count: ids.length }) : t('reorder.cancelled', { name: nameAt(active.id) }),
    onDragCancel: ({ active }) => t('reorder.cancelled', { name: nameAt(active.id) }),
  };
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= ids.length) return;
    onReorder(arrayMove(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={[styles.reorderList, className].filter(Boolean).join(' ')}>
          {items.map((item, index) => (
            <SortableRow
              key={idOf(item)}
              id={idOf(item)}
              name={nameOf(item)}
              first={index === 0}
              last={index === items.length - 1}
              disabled={disabled}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onUp: () => void;
  onDown: () => void;
  children: ReactNode;
}

function SortableRow({ id, name, first, last, disabled, onUp, onDown, children }: SortableRowProps) {
  const { t } = useTranslation('staffContent');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      className={[styles.reorderRow, isDragging && styles.dragging].filter(Boolean).join(' ')}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.dragHandle}
        {...attributes}
        {...listeners}
        aria-label={t('reorder.handle', { name })}
        disabled={disabled}
      >
        <GripVertical aria-hidden="true" size={18} />
      </button>
      <div className={styles.reorderBody}>{children}</div>
      <div className={styles.moveButtons}>
        <button type="button" className={styles.iconButton} onClick={onUp} disabled={disabled || first} aria-label={t('reorder.up', { name })}>
          <ArrowUp aria-hidden="true" size={16} />
        </button>
        <button type="button" className={styles.iconButton} onClick={onDown} disabled={disabled || last} aria-label={t('reorder.down', { name })}>
          <ArrowDown aria-hidden="true" size={16} />
        </button>
      </div>
    </li>
  );
}
