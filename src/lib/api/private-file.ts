import { userStore } from '../stores/session-store';

/** How long an opened file's address lives: long enough for the new tab to read it. */
const KEEP_MS = 60_000;

/**
 * Opens a member's stored file (a picture or a PDF) in a new tab. The file route wants the session token in
 * its header, which a link cannot send, so the file is fetched here (`no-store`: it never reaches browser
 * storage) and shown from an object URL, which the browser's own viewer opens as the server typed it. The
 * tab is opened at once, inside the click, so that no pop-up blocker stops it; it closes again on failure.
 */
export async function openPrivateFile(url: string): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const { token } = userStore.get();
    const response = await fetch(url, { headers: token ? { token } : {}, cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    setTimeout(() => URL.revokeObjectURL(objectUrl), KEEP_MS);
    if (opened) opened.location.href = objectUrl;
    else window.location.assign(objectUrl);
  } catch (error) {
    opened?.close();
    throw error;
  }
}
