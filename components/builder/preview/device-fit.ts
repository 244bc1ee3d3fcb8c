// The preview's device widths, and how a device is fitted into a pane narrower than it.
import type { Device } from "./preview-toolbar";

/** CSS pixels: a common phone and a tablet in portrait, the capture app's two layouts. */
export const DEVICE_WIDTHS: Record<Device, number> = { phone: 384, tablet: 768 };

/**
 * The zoom that fits a device `width` px wide into `room` px, rounded down to a whole percent; never enlarged, and 1
 * while the room is not measured yet (0). A tablet beside the editor is shown whole, scaled, rather than cut off.
 */
export const fitZoom = (width: number, room: number) => (room > 0 && room < width ? Math.floor((room / width) * 100) / 100 : 1);
