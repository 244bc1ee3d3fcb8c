// What a page says to a role that may not use it: which role it needs, and the way back.
import { ButtonLink } from "@/components/ui/button";
import { MessagePanel } from "@/components/ui/message-panel";
import { refusalMessage, type Permission, type Role } from "@/lib/studio/access/roles";

export function NotAllowed({ role, permission }: { role: Role; permission: Permission }) {
  return (
    <MessagePanel
      title="Not available to your role"
      actions={<ButtonLink href="/events">Back to the events</ButtonLink>}
    >
      {refusalMessage(role, permission)}
    </MessagePanel>
  );
}
