import { es } from '@/copy/es';
import { useStore } from '@/stores/create-store';
import { dismiss, notificationsStore } from '@/stores/notifications';
import type { Notice, NoticeArea } from '@/stores/notifications';

const selectItems = (s: { items: Notice[] }) => s.items;

function Region({ area, items }: { area: NoticeArea; items: Notice[] }) {
  const mine = items.filter((n) => n.area === area);
  return (
    <div
      className={`notifications notifications--${area}`}
      data-testid={`notifications-${area}`}
      role="region"
      aria-label={es.app.notifications}
      aria-live="polite"
    >
      {mine.map((n) => (
        <div
          key={n.id}
          className={`notice notice--${n.kind}`}
          role={n.kind === 'error' ? 'alert' : 'status'}
          style={{ animationDuration: `${n.speed}ms` }}
        >
          <span>{n.message}</span>
          <button type="button" aria-label={es.app.close} onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/** The shell's bottom-center notification area and the top-right toasts. */
export function Notifications() {
  const items = useStore(notificationsStore, selectItems);
  return (
    <>
      <Region area="toast" items={items} />
      <Region area="shell" items={items} />
    </>
  );
}
