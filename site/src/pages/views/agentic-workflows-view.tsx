import { Cta } from '@/components/sections/cta';
import { DepartmentGrid } from '@/components/sections/department-grid';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { HubDiagram } from '@/components/sections/hub-diagram';
import { LogoRow } from '@/components/sections/logo-row';
import { ServiceHero } from '@/components/sections/service-hero';
import { StepList } from '@/components/sections/step-list';
import { agenticWorkflowsPage as content } from '@/content/service-pages/agentic-workflows';

/** The automation landing page rendered in full (only when it is not already its prerendered HTML). */
export function AgenticWorkflowsView() {
  return (
    <>
      <ServiceHero {...content.hero} />
      <LogoRow {...content.models} />
      <HubDiagram {...content.hub} className="bg-plum-50/50" />
      <FeatureGrid {...content.dataTypes} columns={5} />
      <DepartmentGrid {...content.departments} className="bg-plum-50/50" />
      <Cta {...content.cta} />
      <StepList {...content.engagement} className="bg-plum-50/50" />
    </>
  );
}
