// After any sign-in: the cached answer of GET /api/portal/me (a 401 from before, or another
// patient's) is dropped so the guard asks again, then the patient goes where they were going, or
// to the portal.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { returnPathFrom } from 'shared-ui/RequireSession';
import { useLocation, useNavigate } from 'shared-ui/router';
import { meQueryOptions } from '../session/api/me';

export function useEnterPortal(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(async () => {
    await queryClient.resetQueries({ queryKey: meQueryOptions().queryKey });
    // Replace: the back button should not lead to the login the patient has just passed.
    navigate(returnPathFrom(state) ?? paths.patientPortal.build(), { replace: true });
  }, [queryClient, navigate, state]);
}
