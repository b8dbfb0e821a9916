import { type Appointment, appointmentKindLabels, type Slot } from '@atrium/domain/contract/calendar';
import { MapPin, Phone, Video } from 'lucide-react';

const icons = { phone: Phone, video: Video, in_person: MapPin } as const;

// How the meeting happens: the kind, and where (an address) or how to join (the video link, opened safely).
export function MeetingDetails({
  item,
}: {
  item: Pick<Slot | Appointment, 'kind' | 'location' | 'video_link'>;
}) {
  const Icon = icons[item.kind];
  return (
    <p className="flex min-w-0 items-start gap-2 text-sm text-gray-800 dark:text-gray-200">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-ink" />
      <span className="min-w-0 break-words">
        {appointmentKindLabels[item.kind]}
        {item.location ? <>: {item.location}</> : null}
        {item.video_link ? (
          <>
            {' · '}
            <a
              href={item.video_link}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium break-all text-primary-ink underline underline-offset-4 hover:no-underline"
            >
              Join the video call<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </span>
    </p>
  );
}
