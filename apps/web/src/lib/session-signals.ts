type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * The API answered 401: the session the page believes in may be gone or corrupted. The
 * auth store listens while someone is signed in and checks before acting (a 401 while
 * signed out, such as a wrong password, means nothing to it).
 */
export const sessionSignals = {
  reportUnauthorized(): void {
    for (const listener of listeners) listener();
  },
  onUnauthorized(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
