// What a deleted event's old URL shows (the API answers 410 for it): what happened and where to go.
import { ButtonLink } from "@/components/ui/button";
import { MessagePanel } from "@/components/ui/message-panel";

export function EventGone() {
  return (
    <MessagePanel title="This event was deleted" actions={<ButtonLink href="/events">Back to events</ButtonLink>}>
      <p>Somebody deleted this event, with its form and registrations. Pick another event, or create a new one.</p>
    </MessagePanel>
  );
}
