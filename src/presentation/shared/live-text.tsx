import { observer } from 'mobx-react-lite';

/**
 * A text that reads its observables itself: when they change, this text renders again, not the view around it (a
 * figure that moves with every ticker inside a card of antd components, whose style hooks run at each render).
 */
export const LiveText = observer(function LiveText({ text }: { readonly text: () => string }) {
  return <>{text()}</>;
});
