// What the two verification steps (ValidateEmail, ValidatePhone) start from: their styles, the
// element's router and location, where the flow ends, and analytics under the login feature.
import css from '/src/screens/signup/signup.css.ts.vanilla.css?inline';
import { track, type AnalyticsEventName } from '../../core/analytics';
import { analyticsProduct } from '../../flows/analytics-product';
import { useBranding, useElement, useLocation } from '../../ui/context';
import { useStyles } from '../../ui/use-styles';
import { useFinish, useStepQuery } from './finish';

export function useVerifyStep() {
  useStyles(css);
  const { router } = useElement();
  const b = useBranding();
  const loc = useLocation();
  return {
    router,
    loc,
    /** Sign-up's numbered steps (the step's entry says so): they lead on to the next one. */
    creating: loc.state?.['creating'] === true,
    finish: useFinish(),
    stepQuery: useStepQuery(),
    track: (event: AnalyticsEventName) => track(event, { feature: 'login', product: analyticsProduct(b.id) }),
  };
}
