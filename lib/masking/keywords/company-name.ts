import type { KeywordRule } from '../types';

export const companyName: KeywordRule = {
  id: 'company-name',
  label: 'Company Name',
  family: 'business',
  priority: 10,
  description: 'The value of a tenant, organization, company or site name parameter (tenant_name, orgName).',
  valueWords: 'title-case',
  nameWords: ['tenant name', 'organization name', 'org name', 'company name', 'site name', 'tenantname', 'orgname', 'companyname', 'sitename'],
  fakes: ['ExampleCorp', 'SampleLtd', 'TestIndustries', 'DemoHoldings', 'PlaceholderInc', 'FictionalGmbH', 'ImaginaryLLC', 'AcmeExample', 'StandinGroup', 'ModelCompany'],
  derive: (n) => `ExampleCompany${n}`,
  examples: {
    match: ['companyName: Contoso Ltd', 'organizationName: Bank of America', 'tenant_name=contoso', 'orgName: "Fabrikam Inc"', 'company-name=Initech'],
    noMatch: ['tenant_id=5', 'org=contoso', 'name=bob'],
  },
};
