import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';

type Props = {
  // The item as the buttons' accessible names call it ('Move About you up', 'Remove question 2').
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

// Up, down and remove for one item of an ordered list in the template editor (a custom page, a question).
export function ReorderButtons({ name, isFirst, isLast, onMove, onRemove }: Props) {
  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move ${name} up`}
        disabled={isFirst}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move ${name} down`}
        disabled={isLast}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
