import { ButtonLink } from "@/components/ui/button";
import { MessagePanel } from "@/components/ui/message-panel";

export default function StudioNotFound() {
  return (
    <MessagePanel title="Not found" actions={<ButtonLink href="/events">Back to events</ButtonLink>}>
      <p>
        There is nothing here for your company: the address may be mistyped, or the event belongs to another company.
        Pick an event from the list.
      </p>
    </MessagePanel>
  );
}
