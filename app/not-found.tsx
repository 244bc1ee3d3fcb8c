import { SiteChrome } from "@/components/shell/site-chrome";
import { ButtonLink } from "@/components/ui/button";
import { MessagePanel } from "@/components/ui/message-panel";

export default function NotFound() {
  return (
    <SiteChrome>
      <MessagePanel title="Page not found" actions={<ButtonLink href="/">Back to the start</ButtonLink>}>
        <p>The page you asked for does not exist or has moved. Check the address, or start again from the home page.</p>
      </MessagePanel>
    </SiteChrome>
  );
}
