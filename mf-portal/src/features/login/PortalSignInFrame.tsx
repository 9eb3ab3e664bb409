// The patient's sign-in pages (the login, a link signing in, a new password) in the kit's
// SignInFrame: the clinic's identity on top, read once from the public API.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { SignInFrame } from 'shared-ui/SignInFrame';
import { clinicQueryOptions } from '../../lib/clinic/api/clinic';
import './login.css';

export function PortalSignInFrame({ title, children }: { title: string; children?: ReactNode }) {
  const clinic = useQuery(clinicQueryOptions()).data;
  return (
    <SignInFrame title={title} clinic={clinic} homePath={paths.home.build()} className="portal-login">
      {children}
    </SignInFrame>
  );
}
