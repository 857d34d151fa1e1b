import { createContext } from 'react-router';

/** The signed-in person as the pages see it (never contains secrets). */
export interface ViewerUser {
  id: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
  lawyerId: string | null;
}

/** Set once per request by the root middleware; read by loaders and actions. */
export const viewerContext = createContext<ViewerUser | null>(null);
