/**
 * Farm data tables and import runs (issue 33): its own block of the migration `openDatabase` runs (after the
 * directory and OIDC schemas), idempotent like them. One unit per column, in the column's name where it has one
 * (`_kg`, `_tonnes`, `_c`, `_percent`, `_permille`, `_m`); lice are lice per fish; the server README's "Farm data
 * tables" lists them by the api contract's unit names.
 *
 * Lice columns are null when not reported — never 0. Sites are keyed by locality number, cages by (locality
 * number, cage name), every time series by its natural key.
 */
export const FARM_SCHEMA = `
create table if not exists sites (
  locality_number integer primary key,
  name text not null,
  lat double precision,
  lon double precision,
  municipality text,
  production_area_id smallint,
  operator_id text,
  max_biomass_tonnes numeric,
  species text
);
alter table sites add column if not exists county text;
alter table sites add column if not exists operator_name text;
alter table sites add column if not exists address text;
create table if not exists cages (
  locality_number integer not null references sites(locality_number) on delete cascade,
  cage text not null,
  primary key (locality_number, cage)
);
-- The register's cage column is named as the templates name it (a database made before that calls it name).
do $$ begin
  if exists (select 1 from information_schema.columns
             where table_schema = current_schema() and table_name = 'cages' and column_name = 'name') then
    alter table cages rename column name to cage;
  end if;
end $$;
create table if not exists site_weeks (
  locality_number integer not null references sites(locality_number) on delete cascade,
  year smallint not null,
  week smallint not null,
  lice_reported boolean not null,
  adult_female_lice numeric,
  mobile_lice numeric,
  stationary_lice numeric,
  sea_temperature_c numeric,
  is_fallow boolean,
  cleaner_fish boolean,
  mechanical_removal boolean,
  substance_treatment boolean,
  has_pd boolean,
  has_ila boolean,
  primary key (locality_number, year, week)
);
create index if not exists site_weeks_week on site_weeks (year, week);
create table if not exists cage_days (
  locality_number integer not null,
  cage text not null,
  date date not null,
  fish_count integer,
  biomass_kg numeric,
  mean_weight_kg numeric,
  dead_unknown integer,
  dead_handling integer,
  dead_disease integer,
  dead_ulcers integer,
  dead_predators integer,
  dead_deformities integer,
  feed_kg numeric,
  sgr_percent_day numeric,
  adult_female_lice numeric,
  mobile_lice numeric,
  stationary_lice numeric,
  lice_fish_counted integer,
  primary key (locality_number, cage, date),
  foreign key (locality_number, cage) references cages(locality_number, cage) on delete cascade
);
create table if not exists cage_environment (
  locality_number integer not null,
  cage text not null,
  date date not null,
  depth_m smallint not null,
  temperature_c numeric,
  oxygen_percent numeric,
  salinity_permille numeric,
  primary key (locality_number, cage, date, depth_m),
  foreign key (locality_number, cage) references cages(locality_number, cage) on delete cascade
);
alter table cage_days add column if not exists sgr_percent_day numeric;
-- Oxygen is saturation in per cent (the contract's unit): the first schema named a mg/l column nothing wrote.
alter table cage_environment drop column if exists oxygen_mg_l;
alter table cage_environment add column if not exists oxygen_percent numeric;
create table if not exists generations (
  locality_number integer not null references sites(locality_number) on delete cascade,
  season text not null,
  species text not null,
  stocking_date date not null,
  cage text not null,
  stocked_count integer not null,
  stocking_weight_kg numeric not null,
  primary key (locality_number, season, cage)
);
alter table generations add column if not exists fish_groups text;
create table if not exists treatments (
  locality_number integer not null,
  cage text not null,
  date date not null,
  product text not null,
  category text not null,
  primary key (locality_number, cage, date, product),
  foreign key (locality_number, cage) references cages(locality_number, cage) on delete cascade
);
create table if not exists disease_cases (
  locality_number integer not null references sites(locality_number) on delete cascade,
  disease text not null,
  suspected_date date not null,
  strain text,
  status text not null,
  confirmed_date date,
  end_date date,
  primary key (locality_number, disease, suspected_date)
);
create table if not exists harvests (
  locality_number integer not null,
  cage text not null,
  date date not null,
  fish_count integer not null,
  biomass_kg numeric not null,
  mean_weight_kg numeric,
  primary key (locality_number, cage, date),
  foreign key (locality_number, cage) references cages(locality_number, cage) on delete cascade
);
create table if not exists lab_results (
  locality_number integer not null,
  cage text not null,
  order_id text not null,
  disease text not null,
  sample integer not null,
  sampled_date date not null,
  tested_date date,
  strain text,
  ct_value numeric,
  attachment text,
  primary key (locality_number, order_id, cage, disease, sample),
  foreign key (locality_number, cage) references cages(locality_number, cage) on delete cascade
);
-- A lab file is found by its order (/files/lab/{order id}/{file name}, routes/files.ts).
create index if not exists lab_results_order on lab_results (order_id);
create table if not exists pipelines (
  id text primary key,
  organization_id text not null references organizations(id) on delete cascade,
  name text not null,
  kind text not null,
  is_disabled boolean not null default false,
  created_at timestamptz not null default now(),
  unique (organization_id, name)
);
create table if not exists import_runs (
  id text primary key,
  pipeline_id text references pipelines(id) on delete cascade,
  user_id text,
  started_at timestamptz not null,
  duration_ms integer not null,
  file_name text not null,
  file_size bigint not null,
  format text not null,
  mode text not null,
  status text not null,
  rows_added integer not null,
  rows_updated integer not null,
  rows_unchanged integer not null,
  rows_rejected integer not null,
  latest_data_date date,
  rejected_rows jsonb not null default '[]'
);
create index if not exists import_runs_pipeline on import_runs (pipeline_id, started_at desc);
insert into meta (key, value) values ('farm_data_version', '0') on conflict (key) do nothing;
`;
