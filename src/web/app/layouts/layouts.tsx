// Mantine's styles for the components of signed-in pages, loaded with the first of them (decision 022).
import '../../styles/mantine-app.css';
import { AreaLayout } from './area-layout.tsx';

// The seven layouts of docs/product/screens-and-routes.md.
export const CompanyLayout = () => <AreaLayout role="enterprise" withHeader />;
export const CompanyLayoutWithoutHeader = () => <AreaLayout role="enterprise" withHeader={false} />;
export const CoordinatorLayout = () => <AreaLayout role="coordinator" withHeader />;
export const BankLayout = () => <AreaLayout role="bank" withHeader />;
export const BankLayoutWithoutHeader = () => <AreaLayout role="bank" withHeader={false} />;
export const OperatorLayout = () => <AreaLayout role="kokopelli" withHeader />;
export const OperatorLayoutWithoutHeader = () => <AreaLayout role="kokopelli" withHeader={false} />;
