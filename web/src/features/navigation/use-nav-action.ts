import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToElementId, scrollToTop } from '../../lib/scroll-to';
import { hrefOf, type NavTarget } from './nav-items';

export function useNavAction(): (target: NavTarget) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback(
    (target: NavTarget) => {
      switch (target.kind) {
        case 'home':
          if (pathname === '/') {
            scrollToTop();
          } else {
            void navigate('/');
          }
          return;
        case 'section':
          if (pathname !== '/' || !scrollToElementId(target.id)) {
            void navigate(hrefOf(target));
          }
          return;
        case 'route':
          void navigate(target.path);
          return;
      }
    },
    [navigate, pathname],
  );
}
