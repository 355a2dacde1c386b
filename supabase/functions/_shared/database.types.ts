/**
 * Row types of the two tables, in the shape `supabase gen types typescript` produces (type aliases,
 * not interfaces: supabase-js needs their implicit index signature), so the
 * supabase-js client checks every query against the schema in supabase/migrations.
 */

export type LeadRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string | null;
  message: string | null;
  source: string;
  status: string;
  created_at: string;
  confirmation_sent_at: string | null;
  notification_sent_at: string | null;
};

export type JobApplicationRow = {
  id: string;
  position_title: string | null;
  position_type: 'general' | 'specific';
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
  portfolio_url: string | null;
  cover_letter: string | null;
  experience_years: number | null;
  job_title: string | null;
  company_name: string | null;
  salary_expectation: string | null;
  availability: string | null;
  source: string;
  created_at: string;
  idempotency_key: string;
  team_emailed_at: string | null;
  applicant_emailed_at: string | null;
};

type Generated = 'id' | 'created_at';

export type JobApplicationInsert = Omit<
  JobApplicationRow,
  Generated | 'team_emailed_at' | 'applicant_emailed_at'
>;

export type Database = {
  public: {
    Tables: {
      leads: {
        Row: LeadRow;
        Insert: Partial<LeadRow> & Pick<LeadRow, 'email' | 'first_name'>;
        Update: Partial<LeadRow>;
        Relationships: [];
      };
      job_applications: {
        Row: JobApplicationRow;
        Insert: JobApplicationInsert & Partial<Pick<JobApplicationRow, Generated>>;
        Update: Partial<JobApplicationRow>;
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
