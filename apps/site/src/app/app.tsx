import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { fallbackScreen, routes } from './routes.tsx';

const FallbackScreen = fallbackScreen;

export function App() {
  return (
    <Suspense fallback={null}>
      <Switch>
        {routes.flatMap(({ paths, screen: Screen }) =>
          paths.map((path) => (
            <Route key={path} path={path}>
              <Screen />
            </Route>
          )),
        )}
        {/* Unknown paths land on the home screen rather than a blank page. */}
        <Route>
          <FallbackScreen />
        </Route>
      </Switch>
    </Suspense>
  );
}
