// The staff's sign-in pages (sign-in, sign-up, password reset, unlock) in the kit's SignInFrame:
// the clinic's identity on top, the title over the form's column.
import type { ReactNode } from 'react';
import { paths } from 'shared-domain/platform/paths';
import { SignInFrame } from 'shared-ui/SignInFrame';
import { useClinicIdentity } from './api/clinic-identity';
import './admin-auth.css';

export function StaffSignInFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <SignInFrame title={title} clinic={useClinicIdentity()} homePath={paths.home.build()} className="admin-auth-page">
      <div className="admin-auth">{children}</div>
    </SignInFrame>
  );
}
