// The one door to react-router for the shell and every remote. Federation shares this module as
// a singleton, so all of them use one router (one history, one location context), and only what
// is re-exported here is bundled: sharing react-router-dom itself would ship all of it (60 KB
// compressed) because a shared package cannot be tree-shaken.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateFunction, Location } from 'react-router-dom';
