import { isAuthDialogShown } from '@machines/authDialogDefinition';
import { AUTH_FORM_UNAVAILABLE_MESSAGE, preloadAuthFlows } from '@/features/auth/authFlowsModule';
import { useAuthLink } from '@/features/auth/useAuthLink';
import { lazyDialog } from '@/lib/loading/LazyDialog';
import {
  useAppActor,
  useAppSelector,
  useConsentCommands,
  useConsentSettingsOpen,
  useDemoDialog,
  useDiscoveryCall,
} from '@/lib/state/appActors';

// The site's dialogs, each a chunk of its own (src/lib/loading/LazyDialog.tsx), open while its app-wide actor
// says so. Each is a component of its own so that one opening re-renders no other.

const SCHEDULER_UNAVAILABLE =
  'The scheduler could not be loaded. Please check your connection and try again.';

const AuthDialog = lazyDialog(
  'auth',
  () => import('@/features/auth/AuthDialog').then((module) => module.AuthDialogWithGoogle),
  // The sign-in flows' code comes with the dialog's.
  { failureMessage: AUTH_FORM_UNAVAILABLE_MESSAGE, alsoLoad: preloadAuthFlows },
);
const ContactDialog = lazyDialog(
  'contact',
  () => import('@/features/contact/ContactDialog').then((module) => module.ContactDialog),
  {
    failureMessage: 'The contact form could not be loaded. Please check your connection and try again.',
    // Opened again after a deployment reload, with the e-mail it was opened with.
    reopensAfterReload: {
      actor: 'contact',
      fields: (contact) => ({ email: contact.getSnapshot().context.email }),
    },
  },
);
const DemoScheduler = lazyDialog(
  'demo',
  () => import('@/features/scheduling/SchedulingDialog').then((module) => module.BookDemoDialog),
  { failureMessage: SCHEDULER_UNAVAILABLE },
);
const DiscoveryCallScheduler = lazyDialog(
  'discoveryCall',
  () => import('@/features/scheduling/SchedulingDialog').then((module) => module.DiscoveryCallDialog),
  { failureMessage: SCHEDULER_UNAVAILABLE },
);
const CookieSettings = lazyDialog(
  'cookieSettings',
  () => import('@/features/consent/CookieSettings').then((module) => module.CookieSettings),
  { failureMessage: 'The cookie settings could not be loaded. Please check your connection and try again.' },
);

/** The login / sign-up dialog; a sign-up link (`email` and `vuid` in the URL) opens it (SPEC 2). */
export function AuthDialogSlot() {
  useAuthLink();
  const authDialog = useAppActor('authDialog');
  const open = useAppSelector('authDialog', isAuthDialogShown);
  return <AuthDialog open={open} onClose={() => authDialog.send({ type: 'auth.close' })} />;
}

/** The contact-sales dialog (SPEC 2). */
export function ContactDialogSlot() {
  const contact = useAppActor('contact');
  const open = useAppSelector('contact', (snapshot) => !snapshot.matches('closed'));
  return <ContactDialog open={open} onClose={() => contact.send({ type: 'contact.close' })} />;
}

/** "Book a demo" (SPEC 2). */
export function DemoDialogSlot() {
  const { open, close } = useDemoDialog();
  return <DemoScheduler open={open} onClose={close} />;
}

/** "Book a discovery call" (SPEC 2: the pricing page's plans, a section's call to action). */
export function DiscoveryCallSlot() {
  const { open, close } = useDiscoveryCall();
  return <DiscoveryCallScheduler open={open} onClose={close} />;
}

/** The cookie settings, from the banner's "Customize" or the footer's "Cookie settings". */
export function CookieSettingsSlot() {
  const open = useConsentSettingsOpen();
  const { close } = useConsentCommands();
  return <CookieSettings open={open} onClose={close} />;
}

/** Every dialog of the site, mounted once by the layout. */
export function SiteDialogs() {
  return (
    <>
      <CookieSettingsSlot />
      <DemoDialogSlot />
      <DiscoveryCallSlot />
      <ContactDialogSlot />
      <AuthDialogSlot />
    </>
  );
}
