import type { AnyStateMachine } from 'xstate';
import { lazyDialog } from '@/lib/loading/LazyDialog';
import { useAppActor, useAppSelector } from '@/lib/state/appActors';
import { type AppDialog, type AppFlowName, type AppFlows, appFlows } from './appFlows';

// The site's dialogs, one per row of the registry with a `dialog` (src/app/appFlows.ts): each a chunk of
// its own (src/lib/loading/LazyDialog.tsx), open while its app-wide actor says so. Each is a component
// of its own so that one opening re-renders no other.

const noHook = () => undefined;

function dialogSlot(name: AppFlowName, dialog: AppDialog<AnyStateMachine>) {
  const Dialog = lazyDialog(dialog.name as Parameters<typeof lazyDialog>[0], dialog.load, {
    failureMessage: dialog.failureMessage,
    ...(dialog.alsoLoad ? { alsoLoad: dialog.alsoLoad } : {}),
  });
  const whilePageRuns = dialog.whilePageRuns ?? noHook;
  const reopenFields = dialog.reopenFields;
  return function DialogSlot() {
    whilePageRuns();
    const actor = useAppActor(name);
    const open = useAppSelector(name, dialog.isOpen);
    return (
      <Dialog
        open={open}
        onClose={() => actor.send(dialog.close as never)}
        {...(reopenFields ? { reopenFields: () => reopenFields(actor.getSnapshot()) } : {})}
      />
    );
  };
}

/** The flows that have a dialog. */
type DialogFlowName = {
  [Name in AppFlowName]: AppFlows[Name] extends { dialog?: AppDialog<never, infer Dialog> }
    ? [Dialog] extends [never]
      ? never
      : Name
    : never;
}[AppFlowName];

/** The slot of each app-wide flow's dialog, by the flow's name: where the dialog lives in the layout. */
export const dialogSlots = Object.fromEntries(
  (Object.keys(appFlows) as AppFlowName[]).flatMap((name) => {
    const { dialog } = appFlows[name] as { dialog?: AppDialog<AnyStateMachine> };
    return dialog ? [[name, dialogSlot(name, dialog)]] : [];
  }),
) as Record<DialogFlowName, () => React.JSX.Element>;

/** Every dialog of the site, mounted once by the layout, in the registry's order. */
export function SiteDialogs() {
  return (
    <>
      {Object.entries(dialogSlots).map(([name, Slot]) => (
        <Slot key={name} />
      ))}
    </>
  );
}
